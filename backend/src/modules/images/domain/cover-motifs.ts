/**
 * One simple picture per category for the generated covers, drawn around (0, 0) within a radius of about 150. The
 * covers carry no text, so the motif is what says "music" or "food & drink" at a glance. Shapes only: the caller
 * paints them white.
 */
export interface Motif {
  name: string;
  shapes: string;
}

const MOTIFS: Readonly<Record<string, string>> = {
  // two beamed quavers
  music:
    '<ellipse cx="-70" cy="85" rx="42" ry="32" transform="rotate(-20 -70 85)" stroke="none"/><ellipse cx="70" cy="55" rx="42" ry="32" transform="rotate(-20 70 55)" stroke="none"/><rect x="-36" y="-110" width="14" height="195" stroke="none"/><rect x="104" y="-140" width="14" height="195" stroke="none"/><path d="M-36 -110 L118 -140 L118 -100 L-36 -70 Z" stroke="none"/>',
  // a wine glass beside a cup
  'food-drink':
    '<path d="M-120 -110 h110 q0 110 -55 120 v70 h40 v16 h-96 v-16 h40 v-70 q-55 -10 -55 -120 z" stroke="none"/><path d="M20 -30 h110 v90 q0 40 -40 40 h-30 q-40 0 -40 -40 z" stroke="none"/><path d="M130 -10 q45 0 45 35 q0 35 -45 35" fill="none" stroke-width="14"/>',
  // a painter's palette
  'arts-culture':
    '<path d="M0 -140 C110 -140 160 -60 150 10 C140 70 90 60 70 90 C50 125 90 150 20 150 C-90 150 -150 70 -150 0 C-150 -80 -90 -140 0 -140 Z" stroke="none"/><g fill="#000" opacity="0.28" stroke="none"><circle cx="-70" cy="-50" r="24"/><circle cx="0" cy="-85" r="24"/><circle cx="75" cy="-55" r="24"/><circle cx="-80" cy="40" r="24"/></g>',
  // two balloons on strings
  family:
    '<ellipse cx="-55" cy="-55" rx="62" ry="78" stroke="none"/><ellipse cx="65" cy="-25" rx="55" ry="70" stroke="none"/><path d="M-55 23 q-20 60 10 130 M65 45 q20 50 -15 110" fill="none" stroke-width="6"/>',
  // a single crotchet with a flag, and a staff line
  classical:
    '<ellipse cx="-30" cy="95" rx="55" ry="40" transform="rotate(-20 -30 95)" stroke="none"/><rect x="14" y="-140" width="16" height="230" stroke="none"/><path d="M30 -140 q80 40 60 130 q-10 -60 -60 -70 z" stroke="none"/><path d="M-150 150 H150" stroke-width="6"/>',
  // a guitar
  folk: '<circle cx="-40" cy="70" r="75" stroke="none"/><circle cx="20" cy="0" r="58" stroke="none"/><rect x="40" y="-150" width="24" height="150" transform="rotate(35 52 -75)" stroke="none"/><circle cx="-40" cy="70" r="22" fill="#000" opacity="0.28" stroke="none"/>',
  // a star
  tribute: '<path d="M0 -150 L38 -50 L145 -47 L60 18 L90 122 L0 62 L-90 122 L-60 18 L-145 -47 L-38 -50 Z" stroke="none"/>',
  // a leaf
  wellness:
    '<path d="M-130 130 C-140 -20 -20 -140 140 -140 C140 20 20 140 -130 130 Z" stroke="none"/><path d="M-130 130 L70 -70" stroke="#000" stroke-opacity="0.28" stroke-width="10"/>',
  // mountains
  adventure:
    '<path d="M-160 120 L-50 -80 L10 20 L60 -130 L170 120 Z" stroke="none"/><path d="M60 -130 L90 -75 L60 -90 L35 -80 Z" fill="#000" opacity="0.2" stroke="none"/>',
  // a smiling face
  comedy:
    '<circle r="140" fill="none" stroke-width="18"/><circle cx="-50" cy="-40" r="18" stroke="none"/><circle cx="50" cy="-40" r="18" stroke="none"/><path d="M-75 30 Q0 110 75 30" fill="none" stroke-width="18" stroke-linecap="round"/>',
  // a map pin (news guides and anything without a motif of its own)
  guides:
    '<path d="M0 150 C-40 80 -110 20 -110 -40 A110 110 0 0 1 110 -40 C110 20 40 80 0 150 Z" stroke="none"/><circle cy="-40" r="42" fill="#000" opacity="0.28" stroke="none"/>',
};

export function motifOf(category: string): Motif {
  const name = Object.prototype.hasOwnProperty.call(MOTIFS, category) ? category : 'guides';
  return { name, shapes: MOTIFS[name]! };
}
