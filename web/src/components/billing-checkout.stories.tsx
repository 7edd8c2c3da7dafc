import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentStart } from '../api/payment.ts';
import { BillingCheckout } from './billing-checkout.tsx';

/** Starts nothing: the story answers a card page address and stays on the page. */
const meta = {
  title: 'Közös/BillingCheckout',
  component: BillingCheckout,
  args: {
    start: async (): Promise<PaymentStart> => ({ startPaymentUrl: 'https://sandbox.simplepay.hu/pay/demo' }),
    onRedirect: (url: string) => console.info('A kártyás fizetőoldal:', url),
  },
} satisfies Meta<typeof BillingCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Prefilled: Story = {
  args: {
    prefill: {
      name: 'Dr. Kiss Anna',
      address: 'Váci utca 2.',
      zipCode: '1052',
      city: 'Budapest',
      phone: '+36 1 234 5678',
      taxNumber: '12345678-2-41',
    },
  },
};
export const StartFails: Story = { args: { start: async () => ({}) } };
