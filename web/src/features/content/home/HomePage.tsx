import { Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { HomeDocument } from '../../../gql/graphql';
import { nl } from '../../../i18n/nl';
import { useDocumentTitle } from '../../../lib/page-head';
import { Benefits } from './Benefits';
import { Hero } from './Hero';
import { HowWeWork } from './HowWeWork';
import { WhatWeMake } from './WhatWeMake';

/** Home (/): hero with the two lines, what we make, how we work, benefits (SPEC §2). */
export default function HomePage() {
  useDocumentTitle(nl.home.title);
  const { data, loading } = useQuery(HomeDocument);
  return (
    <>
      <Hero shop={data?.shop} factoryFromCents={data?.factoryFrom?.cents ?? null} atelierFromCents={data?.atelierFrom?.cents ?? null} loading={loading} />
      {/* Below the fold: each section hydrates in a slice of its own (issue 32). */}
      <Suspense>
        <WhatWeMake fromCents={data?.rollerBlindsFrom?.cents ?? null} />
      </Suspense>
      <Suspense>
        <HowWeWork shop={data?.shop} />
      </Suspense>
      <Suspense>
        <Benefits shop={data?.shop} />
      </Suspense>
    </>
  );
}
