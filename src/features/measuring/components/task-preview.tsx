/**
 * A deep link's first page of a large task, drawn before the screen's code has come (the route's
 * early view: src/app/route-kinds.tsx). The page comes from the route's preparation
 * (../api/first-open.ts) about when the screen's ~50 files do, and the screen's first render then
 * took ~50 ms more on this machine's two cores: drawn here, in plain elements and the list's own
 * rows (./person-row.tsx), the first rows show that much sooner (docs/speed.md). The screen waits
 * for this view's paint (`hold`), or for its word that it draws nothing (a smaller task, a task the
 * device holds, no page), then draws the same rows in the same places and takes over; until then
 * nothing here can be picked or typed in.
 *
 * Small on purpose, as the preparation is: no Mantine, no Dexie (tests/e2e/first-download.test.ts).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from '@/ui/after-paint';
import { i18n, useTranslation } from '@/ui/i18n';
import { getUserId } from '@/db/session';
import { comparePeople } from '@/domain/measuring/people-order';
import { taskIdOf } from '@/domain/measuring/task-address';
import { drawnAtOnce, firstPageWhenReady, type ReadyFirstPage } from '../api/first-open';
import { PersonRowView, ROW_HEIGHT } from './person-row';
import screen from '../measuring.module.css';
import rows from './people-list.module.css';
import classes from './task-preview.module.css';

type TaskPreviewProps = {
  /** What shows until the page has come (the app's loading screen), and when it will not. */
  loading: ReactNode;
  /** Lets the screen be drawn once `until` (this view's paint) settles, or at once without it. */
  hold: (until?: Promise<void>) => void;
};

export function TaskPreview({ loading, hold }: TaskPreviewProps) {
  const taskId = taskIdOf(new URLSearchParams(window.location.search).get('id'));
  const userId = getUserId();
  const [page, setPage] = useState<ReadyFirstPage | null>(null);
  useEffect(() => {
    let mounted = true;
    // With the task's words, which come with the screen's code otherwise. Words that could not
    // come leave the loading screen: the screen's own load says what failed.
    const words = i18n.loadNamespaces(['measuring']).then(
      () => true,
      () => false,
    );
    void firstPageWhenReady(userId, taskId)
      .then((ready) => {
        // The screen waits for this answer: it is drawn as soon as this view draws nothing.
        if (!ready || !drawnAtOnce(ready)) return hold();
        return words.then((came) => {
          if (!came) return hold();
          if (!mounted) return;
          // Drawn in this task: left to React's scheduler, the render waited behind the screen's
          // code when that was evaluated next (first rows median 297 ms before, 284 after, 18 each).
          flushSync(() => setPage(ready));
          hold(new Promise((painted) => afterNextPaint(painted)));
        });
      })
      .catch(() => hold());
    return () => {
      mounted = false;
    };
  }, [userId, taskId, hold]);
  return page ? <FirstPage page={page} /> : loading;
}

/** The screen's frame and header, the notice that the rest is coming, and the rows that fit the window. */
function FirstPage({ page }: { page: ReadyFirstPage }) {
  const { t } = useTranslation('measuring');
  // In the list's order, as the screen sorts them; no more rows than the window shows.
  const people = useMemo(() => page.list.map((p) => ({ ...p, conflicts: p.conflicts?.length ?? 0 })).sort(comparePeople), [page]);
  const fits = Math.min(people.length, Math.ceil(window.innerHeight / ROW_HEIGHT));
  const conflict = t('ui.conflictBadge');
  const unsaved = t('ui.unsaved.badge');
  return (
    <div className={`${screen.screen} ${screen.fitScreen}`} aria-busy="true">
      <div className={screen.menu}>
        <div className={classes.menu} />
      </div>
      <div className={`${screen.content} ${classes.content}`}>
        <div className={classes.header}>
          <span className={classes.back}>← {t('ui.tasks')}</span>
          <h2 className={classes.title}>{page.task.name}</h2>
        </div>
        <p className={classes.alert}>{t('ui.peopleComing', { shown: people.length, n: page.count })}</p>
        <div className={screen.detail}>
          <div className={`${screen.departments} ${classes.departments}`} />
          <div className={`${screen.people} ${classes.people}`}>
            <div className={classes.companies} />
            <div className={classes.control} />
            <div className={classes.control} />
            <div className={classes.control} />
            <p className={classes.count}>{t('ui.shownHead', { n: people.length, total: page.count })}</p>
            <div className={`${rows.list} ${screen.peopleList}`} role="listbox" aria-label={t('ui.people')}>
              <div style={{ height: people.length * ROW_HEIGHT, position: 'relative' }}>
                {people.slice(0, fits).map((p, i) => (
                  <PersonRowView key={p.id} person={p} status={t(`ui.filter.${p.measuring_status_id}`)} part={null} conflict={conflict} unsaved={unsaved} top={i * ROW_HEIGHT} active={false} hasUnsaved={false} />
                ))}
              </div>
            </div>
          </div>
          <div className={screen.panel} />
        </div>
      </div>
    </div>
  );
}
