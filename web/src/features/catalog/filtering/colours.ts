/**
 * Swatch colours of the colour names the filters offer, keyed by lowercased name: the shop's own (the same hex
 * values the catalogue's products carry).
 */
export const colourHex: Record<string, string> = {
  wit: '#f5f3ee',
  zwart: '#23211f',
  grijs: '#9a9893',
  beige: '#d9c8a9',
  bruin: '#7a5a3f',
  blauw: '#46627f',
  groen: '#6f8466',
  roze: '#dfb3b0',
  paars: '#7b6485',
  rood: '#a7443c',
  geel: '#e2c15a',
};

