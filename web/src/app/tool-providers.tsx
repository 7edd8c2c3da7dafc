import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import 'dayjs/locale/hu';
import type { ReactNode } from 'react';

dayjs.locale('hu');

/** What only the logged-in tool needs: Hungarian date pickers and notifications (kept out of the public pages). */
export function ToolProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'hu', firstDayOfWeek: 1 }}>
      <Notifications position="top-right" />
      {children}
    </DatesProvider>
  );
}
