import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimplePayLogo } from './simplepay-logo.tsx';

const meta = { title: 'Közös/SimplePayLogo', component: SimplePayLogo } satisfies Meta<typeof SimplePayLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
