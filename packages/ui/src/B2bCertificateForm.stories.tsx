import type { Meta, StoryObj } from '@storybook/react-vite';
import { B2bCertificateForm } from './B2bCertificateForm';

const IN_REVIEW = {
  __typename: 'B2bCertificate',
  status: 'IN_REVIEW',
  uploadedAt: '2026-11-27T10:00:00.000Z',
  reviewedAt: null,
} as const;

const meta = {
  title: 'Forms/B2bCertificateForm',
  component: B2bCertificateForm,
  args: { certificate: null, onUpload: async () => ({ ok: true, certificate: IN_REVIEW }) },
} satisfies Meta<typeof B2bCertificateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /myaccount/certificate/ before the first upload. */
export const NoneYet: Story = {};

/** A certificate staff have not decided yet. */
export const InReview: Story = { args: { certificate: IN_REVIEW } };

/** A rejected certificate: the customer uploads a new one. */
export const Rejected: Story = {
  args: { certificate: { ...IN_REVIEW, status: 'REJECTED', reviewedAt: '2026-11-28T09:00:00.000Z' } },
};
