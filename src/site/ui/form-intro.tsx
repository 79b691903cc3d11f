/** A form block's heading and lead-in, each shown only when the editor wrote it. */
export function FormIntro({
  id,
  headline,
  text,
}: {
  id: string;
  headline?: string;
  text?: string;
}) {
  return (
    <>
      {headline ? (
        <h2 id={id} className="heading-2 mb-5">
          {headline}
        </h2>
      ) : null}
      {text ? (
        <p className="mb-8 max-w-2xl text-lg leading-relaxed text-steel-700">{text}</p>
      ) : null}
    </>
  );
}
