import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),

  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('industries', 'routes/public/industries.tsx'),
    route('products', 'routes/public/products.tsx'),
    route('quality', 'routes/public/quality.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('privacy-policy', 'routes/public/privacy-policy.tsx'),
    route('terms-of-service', 'routes/public/terms-of-service.tsx'),
    route('rfq/:reference', 'routes/public/rfq-status.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),

  ...prefix('admin', [
    layout('routes/admin/admin-root.tsx', [
      route('login', 'routes/admin/login.tsx'),
      route('forgot-password', 'routes/admin/forgot-password.tsx'),
      route('reset-password', 'routes/admin/reset-password.tsx'),
      route('accept-invite', 'routes/admin/accept-invite.tsx'),
      route('two-factor-setup', 'routes/admin/two-factor-setup.tsx'),
      layout('routes/admin/protected-layout.tsx', [
        index('routes/admin/index.tsx'),
        route('dashboard', 'routes/admin/dashboard.tsx'),
        route('products', 'routes/admin/products.tsx'),
        route('quotes', 'routes/admin/quotes.tsx'),
        route('quotations', 'routes/admin/quotations.tsx'),
        route('quotations/new', 'routes/admin/quotations-new.tsx'),
        route('quotations/:id', 'routes/admin/quotations-detail.tsx'),
        route('orders', 'routes/admin/orders.tsx'),
        route('orders/:id', 'routes/admin/orders-detail.tsx'),
        route('invoices', 'routes/admin/invoices.tsx'),
        route('invoices/:id', 'routes/admin/invoices-detail.tsx'),
        route('buyers', 'routes/admin/buyers.tsx'),
        route('buyers/new', 'routes/admin/buyers-new.tsx'),
        route('buyers/:id', 'routes/admin/buyers-detail.tsx'),
        route('contacts', 'routes/admin/inquiries.tsx'),
        route('outbox', 'routes/admin/outbox.tsx'),
        route('team', 'routes/admin/team.tsx'),
        route('activity', 'routes/admin/activity.tsx'),
        route('settings', 'routes/admin/settings.tsx'),
        route('settings/rates', 'routes/admin/settings-rates.tsx'),
        route('site-content', 'routes/admin/site-content.tsx'),
        route('site-content/:kind', 'routes/admin/site-content-kind.tsx'),
        route('account', 'routes/admin/account.tsx'),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
