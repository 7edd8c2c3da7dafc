import type { Meta, StoryObj } from '@storybook/react-vite';
import { BETA_FLAG_KEY } from '../lib/is-beta-mode.ts';
import { BetaNotice } from './beta-notice.tsx';

const meta = {
  title: 'Közös/BetaNotice',
  component: BetaNotice,
  // The local-storage override switches the beta on without a server.
  beforeEach: () => {
    localStorage.setItem(BETA_FLAG_KEY, 'true');
    return () => localStorage.removeItem(BETA_FLAG_KEY);
  },
} satisfies Meta<typeof BetaNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClosedBeta: Story = {};
