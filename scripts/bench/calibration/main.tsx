// The benchmark's calibration page: the shop's stack (React 19, react-router-dom's BrowserRouter, Apollo
// Client 4 with one small query against the shop's real /graphql) and nothing else, so Lighthouse's score
// for it is the ceiling this stack reaches on this machine. Built and served by scripts/bench/lighthouse.mjs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';

interface ShopBrand {
  shop: { brand: { name: string; tagline: string } };
}

const SHOP_BRAND = gql`
  query CalibrationShopBrand {
    shop {
      brand {
        name
        tagline
      }
    }
  }
`;

const client = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
  cache: new InMemoryCache(),
});

function Brand() {
  const { data, loading, error } = useQuery<ShopBrand>(SHOP_BRAND);
  if (loading) return <p>Laden …</p>;
  if (error || !data) return <p role="alert">De winkel antwoordde niet.</p>;
  return (
    <p>
      <strong>{data.shop.brand.name}</strong> — {data.shop.brand.tagline}
    </p>
  );
}

function Home() {
  return (
    <>
      <h1>Ijkpagina</h1>
      <p>Een kale pagina met dezelfde bouwstenen als de winkel, als maatstaf voor Lighthouse.</p>
      <Brand />
      <p>
        <Link to="/over">Over deze ijkpagina</Link>
      </p>
    </>
  );
}

function About() {
  return (
    <>
      <h1>Over de ijkpagina</h1>
      <p>De tweede route van de ijkpagina: react-router wisselt zonder de pagina opnieuw te laden.</p>
      <p>
        <Link to="/">Terug naar de ijkpagina</Link>
      </p>
    </>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>
        <main>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/over" element={<About />} />
          </Routes>
        </main>
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>,
);
