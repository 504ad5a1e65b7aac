// The calibration page's routes and its one query, shared by the browser entry (main.tsx) and the server renderer
// (entry-server.tsx): the same page, drawn in the browser or on the server and hydrated.
import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link, Route, Routes } from 'react-router-dom';

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

/** The router's basename: the page is served below /calibration/. */
export const BASENAME = '/calibration';

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

export function CalibrationRoutes() {
  return (
    <main>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/over" element={<About />} />
      </Routes>
    </main>
  );
}
