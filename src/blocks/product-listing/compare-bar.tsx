/**
 * The listing's way to compare without JavaScript: one GET form to the comparison page, after
 * the grid, that the cards' checkboxes belong to (their `form` attribute), so it sends
 * `p=a&p=b`. It shows once a box is checked (product-listing.css); with JavaScript the tray takes
 * its place.
 */
export function CompareBar({
  id,
  action,
  hint,
  submit,
}: {
  id: string;
  action: string;
  hint: string;
  submit: string;
}) {
  return (
    <form id={id} method="get" action={action} className="compare-bar">
      <p>{hint}</p>
      <button type="submit" className="button button-primary button-compact">
        {submit}
      </button>
    </form>
  );
}
