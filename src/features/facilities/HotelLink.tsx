// A link to one of the brand's hotels. A link to the hotel the widget already runs for stays in
// the app; a link to a sibling hotel loads the widget afresh, because start-up (init settings,
// colours, languages) belongs to one hotel.
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface HotelLinkProps {
  hotelCode: string;
  currentHotelCode: string | null;
  href: string;
  className?: string;
  children: ReactNode;
}

export function HotelLink({ hotelCode, currentHotelCode, href, className, children }: HotelLinkProps) {
  if (hotelCode === currentHotelCode) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
