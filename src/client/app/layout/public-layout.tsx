import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import classes from './public-layout.module.css';

/** The frame of signed-out pages other than the landing page (privacy, password reset, 404). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <SiteHeader />
      <main className={classes.main}>{children}</main>
      <SiteFooter />
    </div>
  );
}
