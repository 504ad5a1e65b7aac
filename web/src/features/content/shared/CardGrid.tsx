import type { ReactNode } from 'react';

export interface Card {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
}

/** Sand cards with an icon, a title (h3) and a line of text: the values (About) and 'why us' (Contact). */
export function CardGrid({ cards, columns }: { cards: readonly Card[]; columns: 3 | 4 }) {
  return (
    <ul className={`mt-8 grid gap-5 md:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {cards.map((card) => (
        <li key={card.key} className="rounded-2xl bg-sand p-6">
          <span className="text-accent">{card.icon}</span>
          <h3 className="mt-4 text-xl font-semibold">{card.title}</h3>
          <p className="mt-2 text-ink-soft">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
