/** The header's and footer's links. */
export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/industries', label: 'Industries' },
  { to: '/products', label: 'Products' },
  { to: '/quality', label: 'Quality' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The footer's Navigate list, in the spec's order. */
export const footerLinks = [
  { to: '/products', label: 'Products' },
  { to: '/industries', label: 'Industries' },
  { to: '/quality', label: 'Quality' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/', label: 'Home' },
] as const;
