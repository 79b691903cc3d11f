import { Button } from '../button/button';
import type { BlockProps } from '../types';
import type { HeroBlok } from '@/content/generated/components';

export function Hero({ blok, context }: BlockProps<HeroBlok>) {
  return (
    <section className="hero-glow relative overflow-hidden bg-ink text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-5 py-20 sm:px-8 md:py-28 lg:py-32">
        {blok.eyebrow ? (
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">
            {blok.eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-4xl text-4xl leading-[1.05] font-extrabold tracking-tight text-balance hyphens-auto sm:text-5xl lg:text-7xl">
          {blok.headline}
        </h1>
        {blok.text ? (
          <p className="max-w-2xl text-lg text-steel-200 sm:text-xl">{blok.text}</p>
        ) : null}
        {blok.buttons?.length ? (
          <div className="mt-2 flex flex-wrap gap-4">
            {blok.buttons.map((button) => (
              <Button key={button._uid} blok={button} context={context} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
