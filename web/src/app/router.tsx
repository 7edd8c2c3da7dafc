import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteError } from '../components/route-error.tsx';
import { paths } from '../config/paths.ts';
import { AccountLayout } from './layouts/account-layout.tsx';
import { RootLayout } from './root-layout.tsx';

/** Each page is its own chunk: the public pages never download the tool. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        path: paths.home,
        lazy: () => import('./layouts/public-layout.tsx').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            index: true,
            lazy: () => import('../features/public/pages/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
          },
          {
            path: paths.advantages,
            handle: { title: 'Előnyök' },
            lazy: () =>
              import('../features/public/pages/advantages-page.tsx').then((m) => ({ Component: m.AdvantagesPage })),
          },
          {
            path: paths.pricing,
            handle: { title: 'Csomagok' },
            lazy: () => import('../features/public/pages/pricing-page.tsx').then((m) => ({ Component: m.PricingPage })),
          },
          {
            path: paths.contact,
            handle: { title: 'Kapcsolat' },
            lazy: () => import('../features/public/pages/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: paths.cookieNotice,
            handle: { title: 'Cookie-tájékoztató' },
            lazy: () =>
              import('../features/public/pages/cookie-notice-page.tsx').then((m) => ({
                Component: m.CookieNoticePage,
              })),
          },
          {
            path: paths.faq,
            handle: { title: 'Gyakran ismételt kérdések' },
            lazy: () => import('../features/public/pages/faq-page.tsx').then((m) => ({ Component: m.FaqPage })),
          },
          {
            path: paths.terms,
            handle: { title: 'Felhasználási feltételek' },
            lazy: () => import('../features/public/pages/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
          },
        ],
      },
      {
        // No path and no chunk of its own: only the focus kept between the account pages.
        element: <AccountLayout />,
        children: [
          {
            path: paths.login,
            handle: { title: 'Belépés' },
            lazy: () => import('../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: paths.register,
            handle: { title: 'Regisztráció' },
            lazy: () => import('../features/auth/pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: paths.registerConfirm,
            handle: { title: 'Regisztráció megerősítése' },
            lazy: () =>
              import('../features/auth/pages/register-confirm-page.tsx').then((m) => ({
                Component: m.RegisterConfirmPage,
              })),
          },
          {
            path: paths.logout,
            handle: { title: 'Kilépés' },
            lazy: () => import('../features/auth/pages/logout-page.tsx').then((m) => ({ Component: m.LogoutPage })),
          },
          {
            path: paths.forgotPassword,
            handle: { title: 'Elfelejtett jelszó' },
            lazy: () =>
              import('../features/auth/pages/forgot-password-page.tsx').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: paths.newPassword,
            handle: { title: 'Új jelszó beállítása' },
            lazy: () =>
              import('../features/auth/pages/new-password-page.tsx').then((m) => ({ Component: m.NewPasswordPage })),
          },
          {
            path: paths.userDeleted,
            handle: { title: 'Fiók törölve' },
            lazy: () =>
              import('../features/auth/pages/user-deleted-page.tsx').then((m) => ({ Component: m.UserDeletedPage })),
          },
        ],
      },
      {
        path: paths.tool.root,
        lazy: () => import('./layouts/tool-layout.tsx').then((m) => ({ Component: m.ToolLayout })),
        children: [
          { index: true, element: <Navigate to={paths.tool.dashboard} replace /> },
          {
            path: paths.tool.dashboard,
            handle: { title: 'Főoldal' },
            lazy: () =>
              import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: paths.tool.newDoc,
            handle: { title: 'Új generálás' },
            lazy: () => import('../features/wizard/pages/wizard-page.tsx').then((m) => ({ Component: m.WizardPage })),
          },
          {
            path: paths.tool.generation,
            handle: { title: 'Dokumentumok létrehozása' },
            lazy: () =>
              import('../features/generation/pages/generation-page.tsx').then((m) => ({ Component: m.GenerationPage })),
          },
          {
            path: paths.tool.companies,
            handle: { title: 'Társaságok' },
            lazy: () =>
              import('../features/companies/pages/companies-page.tsx').then((m) => ({ Component: m.CompaniesPage })),
          },
          {
            path: `${paths.tool.companies}/:companyId`,
            handle: { title: 'Társaság' },
            lazy: () =>
              import('../features/companies/pages/company-editor-page.tsx').then((m) => ({
                Component: m.CompanyEditorPage,
              })),
          },
          {
            path: `${paths.tool.companies}/:companyId/modositas`,
            handle: { title: 'Társaság módosítása' },
            lazy: () =>
              import('../features/companies/pages/amendment-page.tsx').then((m) => ({ Component: m.AmendmentPage })),
          },
          {
            path: paths.tool.persons,
            handle: { title: 'Személyek' },
            lazy: () =>
              import('../features/persons/pages/persons-page.tsx').then((m) => ({ Component: m.PersonsPage })),
          },
          {
            path: paths.tool.documents,
            handle: { title: 'Dokumentumok' },
            lazy: () =>
              import('../features/documents/pages/documents-page.tsx').then((m) => ({ Component: m.DocumentsPage })),
          },
          {
            path: paths.tool.account,
            handle: { title: 'Fiók' },
            lazy: () =>
              import('../features/settings/pages/account-page.tsx').then((m) => ({ Component: m.AccountPage })),
          },
          {
            path: paths.tool.changeSubscription,
            handle: { title: 'Előfizetés módosítása' },
            lazy: () =>
              import('../features/subscription/pages/change-subscription-page.tsx').then((m) => ({
                Component: m.ChangeSubscriptionPage,
              })),
          },
          {
            path: paths.tool.paymentResult,
            handle: { title: 'Fizetés eredménye' },
            lazy: () =>
              import('../features/payment/pages/payment-result-page.tsx').then((m) => ({
                Component: m.PaymentResultPage,
              })),
          },
          {
            path: paths.tool.admin,
            handle: { title: 'Admin' },
            lazy: () =>
              import('../features/admin/components/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
            children: [
              { index: true, element: <Navigate to={paths.tool.adminStats} replace /> },
              {
                path: paths.tool.adminBeta,
                handle: { title: 'Admin: béta' },
                lazy: () => import('../features/admin/pages/beta-page.tsx').then((m) => ({ Component: m.BetaPage })),
              },
              {
                path: paths.tool.adminUsers,
                handle: { title: 'Admin: felhasználók' },
                lazy: () => import('../features/admin/pages/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
              },
              {
                path: paths.tool.adminStats,
                handle: { title: 'Admin: statisztikák' },
                lazy: () =>
                  import('../features/admin/pages/statistics-page.tsx').then((m) => ({ Component: m.StatisticsPage })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'Az oldal nem található' },
        lazy: () => import('../features/public/pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
