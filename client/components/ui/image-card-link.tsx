import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteImage } from './site-image.tsx';

/**
 * A card that links as a whole: a 16:9 upstream image that zooms gently on hover, then the card's
 * text. `fit` is `cover` for photos, `contain` for cars shown whole on a light ground.
 */
export function ImageCardLink({
  to,
  image,
  fit,
  children,
}: {
  to: string;
  image: { path: string; width: number; height: number; alt: string };
  fit: 'cover' | 'contain';
  children: ReactNode;
}) {
  return (
    <Link to={to} className="group block">
      <div className={fit === 'contain' ? 'aspect-[16/9] overflow-hidden bg-paper' : 'aspect-[16/9] overflow-hidden'}>
        <SiteImage
          {...image}
          className={`h-full w-full ${fit === 'contain' ? 'object-contain' : 'object-cover'} transition-transform duration-700 group-hover:scale-105`}
        />
      </div>
      {children}
    </Link>
  );
}
