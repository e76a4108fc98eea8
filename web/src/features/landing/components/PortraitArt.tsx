import { useId } from 'react';

type Props = { variant: 'before' | 'after' };

// A drawn portrait instead of a stock photo: the app ships no remote images and must work offline.
export function PortraitArt({ variant }: Props) {
  const id = useId();
  const after = variant === 'after';
  return (
    <svg viewBox="0 0 200 250" className="portrait-art" aria-hidden focusable="false">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          {after ? (
            <>
              <stop offset="0" stopColor="#ffd8a8" />
              <stop offset="0.55" stopColor="#ffa8a8" />
              <stop offset="1" stopColor="#f783ac" />
            </>
          ) : (
            <>
              <stop offset="0" stopColor="#e9ecef" />
              <stop offset="1" stopColor="#ced4da" />
            </>
          )}
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.35" r="0.6">
          <stop offset="0" stopColor="#fff" stopOpacity={after ? 0.75 : 0.25} />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="200" height="250" fill={`url(#${id}-bg)`} />
      <rect width="200" height="250" fill={`url(#${id}-glow)`} />
      <path d="M24 250c6-52 40-78 76-78s70 26 76 78z" fill={after ? '#3b2f4a' : '#8d99ae'} />
      {after && (
        <>
          <path d="M82 174 100 214 118 174z" fill="#fff" />
          <path d="M76 176 100 232 88 250H70zM124 176 100 232l12 18h18z" fill="#2b2238" />
        </>
      )}
      <rect x="87" y="136" width="26" height="44" rx="12" fill={after ? '#f1c19f' : '#e3b99a'} />
      <ellipse cx="100" cy="112" rx="38" ry="44" fill={after ? '#f6cdaa' : '#e8c0a0'} />
      <path
        d="M60 116c-4-44 18-62 42-62 28 0 44 20 38 62-4-18-16-30-38-32-20 0-36 12-42 32z"
        fill={after ? '#2d1e17' : '#4a3b32'}
      />
      <circle cx="86" cy="116" r="3.2" fill="#3a2a22" />
      <circle cx="114" cy="116" r="3.2" fill="#3a2a22" />
      <path d="M90 134q10 8 20 0" stroke="#b5654a" strokeWidth="3" fill="none" strokeLinecap="round" />
      {after && (
        <>
          <ellipse cx="78" cy="128" rx="6" ry="3.5" fill="#ff8787" opacity="0.35" />
          <ellipse cx="122" cy="128" rx="6" ry="3.5" fill="#ff8787" opacity="0.35" />
          <path d="M160 34l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#fff" opacity="0.9" />
          <path d="M36 60l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" fill="#fff" opacity="0.8" />
        </>
      )}
    </svg>
  );
}
