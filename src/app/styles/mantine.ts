/**
 * Mantine's styles, with the shell that draws every screen behind sign-in (../mantine-shell.tsx).
 * The layered files put Mantine in `@layer mantine`, so the app's own CSS wins whatever order
 * they load in. Sign-in downloads none of it (issue 17).
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import '@mantine/dates/styles.layer.css';
