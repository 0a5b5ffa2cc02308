// The contact form with the shop's data (storefront §2.8 "a contact-form link", §2.10 "form" element;
// shopping §7 "Contact form", "contact form data (orderId)"; issue 20 item 3): on /service/kontakt/,
// prefilled from the customer's order it was opened about, and wherever a CMS page embeds a 'form' cell
// (useCmsHost's contactForm). Files go up through the checked uploads; the message with their ids.
import { SendContactMessageDocument } from '@ranzen/sdk-core';
import { useContactAttachmentUpload, useShopClient } from '@ranzen/sdk-react';
import { ContactForm, type ContactFormValues, EMPTY_CONTACT_VALUES } from '@ranzen/ui';
import type { ReactNode } from 'react';
import type { ServiceForm } from '../data/routeLoaders';
import { formOutcome } from './formOutcome';

type ContactOrder = Extract<ServiceForm, { kind: 'contact' }>['order'];

/** The contact form, prefilled from the customer's order it was opened about (null: empty). */
export function ContactMessageForm({ order }: { readonly order: ContactOrder }) {
  const shopClient = useShopClient();
  const initial: ContactFormValues = order
    ? {
        ...EMPTY_CONTACT_VALUES,
        topic: 'order',
        firstName: order.firstName,
        lastName: order.lastName,
        email: order.email,
        orderNumber: order.orderId,
      }
    : EMPTY_CONTACT_VALUES;
  const upload = useContactAttachmentUpload();
  const send = async (values: ContactFormValues, attachmentIds: readonly string[]) => {
    const client = await shopClient.load();
    const { data } = await client.mutate({
      mutation: SendContactMessageDocument,
      variables: { input: { ...values, attachmentIds: [...attachmentIds] } },
    });
    return formOutcome(data?.sendContactMessage);
  };
  return <ContactForm initial={initial} onSend={send} onUpload={upload} />;
}

/** The CMS host's renderer for 'form' cells (CmsContext's contactForm). */
export function renderContactForm(): ReactNode {
  return <ContactMessageForm order={null} />;
}
