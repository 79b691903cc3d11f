import type { ConsentConfig } from './consent-config';
import type { DescribedCategory } from './describe';

/** A category's services: who runs each, its policy, the cookies stored for it and how long. */
export function ServiceList({
  category,
  texts,
}: {
  category: DescribedCategory;
  texts: Pick<ConsentConfig['texts']['settings'], 'provider' | 'cookie' | 'lifetime'>;
}) {
  return (
    <ul className="mt-3 flex flex-col gap-4">
      {category.services.map((service) => (
        <li key={service.id} className="flex flex-col gap-2 border-l-4 border-steel-200 pl-4">
          <p>
            <strong>{service.name}</strong>: {service.purpose}
          </p>
          <p className="text-steel-700">
            {texts.provider}: {service.provider}
            {service.policy ? (
              <>
                {' · '}
                <a
                  href={service.policy.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="underline underline-offset-4"
                >
                  {service.policy.label}
                </a>
              </>
            ) : null}
          </p>
          {service.cookies.length ? (
            <table className="w-full text-left text-xs">
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    {texts.cookie}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    {texts.lifetime}
                  </th>
                </tr>
              </thead>
              <tbody>
                {service.cookies.map((cookie) => (
                  <tr key={cookie.name} className="border-t border-steel-200 align-top">
                    <td className="py-1 pr-3">
                      <code>{cookie.name}</code>
                      <span className="block text-steel-700">{cookie.purpose}</span>
                    </td>
                    <td className="py-1 pr-3 whitespace-nowrap">{cookie.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {service.ownCookies ? <p className="text-steel-700">{service.ownCookies}</p> : null}
        </li>
      ))}
    </ul>
  );
}
