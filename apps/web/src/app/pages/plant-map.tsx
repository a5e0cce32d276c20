import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/section';
import { mapLinksOf, useCompany } from '~/lib/company-profile';

/** The plant's map loads only when asked for, so the page stays fast and sets no third-party cookies. */
export function PlantMap({ title }: { title: string }) {
  const [show, setShow] = useState(false);
  const profile = useCompany();
  const map = mapLinksOf(profile);
  return (
    <section aria-labelledby="map-title" className="border-t border-slate-200 dark:border-steel-800">
      <Container className="py-14">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="map-title" className="text-2xl font-extrabold tracking-tight text-steel-950 dark:text-white">
              {title}
            </h2>
            <p className="mt-2 flex gap-2 text-slate-700 dark:text-slate-300">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-brand-700 dark:text-amber-brand-400" />
              {profile.Address.join(', ')}
            </p>
          </div>
          <a
            href={map.link}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold text-steel-700 underline underline-offset-4 dark:text-steel-200"
          >
            Open in Google Maps
          </a>
        </div>
        <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 dark:border-steel-800">
          {show ? (
            <iframe
              title={`Map of ${profile.TradeName}, ${profile.City}`}
              src={map.embed}
              className="h-[420px] w-full"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              data-testid="map-iframe"
            />
          ) : (
            <div className="blueprint-grid relative flex h-[420px] flex-col items-center justify-center gap-4 bg-steel-950 p-6 text-center text-white">
              <MapPin aria-hidden="true" className="size-12 text-amber-brand-400" />
              <p className="max-w-md text-steel-100">
                {profile.Street}, {profile.City}. The interactive map is provided by Google and loads when you ask for it.
              </p>
              <button type="button" onClick={() => setShow(true)} className={buttonClass('primary', 'md')}>
                Show interactive map
              </button>
            </div>
          )}
        </div>
      </Container>
    </section>
  );
}
