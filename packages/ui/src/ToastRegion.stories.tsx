import type { ToastInput } from '@ranzen/sdk-core';
import { ToastProvider, useToasts } from '@ranzen/sdk-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ToastRegion } from './ToastRegion';

const SAMPLE: readonly ToastInput[] = [
  { id: 'saved', message: 'Ihre Bewertung wurde gespeichert.', type: 'success' },
  { id: 'failed', message: 'Die Bewertung konnte nicht gespeichert werden.', type: 'error' },
  { id: 'info', message: 'Versandkostenfrei ab 50 € Bestellwert.', type: 'info' },
  { id: 'warning', message: 'Ihre Sitzung ist abgelaufen.', type: 'warning' },
];

function Seed({ toasts }: { readonly toasts: readonly ToastInput[] }) {
  const { addToast } = useToasts();
  useEffect(() => {
    for (const toast of toasts) addToast({ ...toast, timeoutMs: 10 * 60_000 });
  }, [toasts, addToast]);
  return null;
}

const meta = {
  title: 'Feedback/ToastRegion',
  component: ToastRegion,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Seed toasts={SAMPLE} />
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast of each type; click, drag or close to dismiss. */
export const Types: Story = {};
