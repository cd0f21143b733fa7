/** Centred content without Mantine: the route fallbacks (./fields.tsx says why). */
import type { ReactNode } from 'react';
import classes from './light.module.css';

export function Centered({ children }: { children: ReactNode }) {
  return <div className={classes.center}>{children}</div>;
}

export function CenteredNotice({ title, message, children }: { title: ReactNode; message: ReactNode; children?: ReactNode }) {
  return (
    <Centered>
      <div className={classes.notice}>
        <h3 className={classes.title}>{title}</h3>
        <p className={classes.dimmed}>{message}</p>
        {children}
      </div>
    </Centered>
  );
}
