import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  args: { status: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const Gone: Story = { args: { status: 410 } };

export const NetworkError: Story = { args: { status: 503 } };

export const B2b: Story = { globals: { theme: 'b2b' } };
