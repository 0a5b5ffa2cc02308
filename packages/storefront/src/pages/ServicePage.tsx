// The service pages (spec storefront §2.1, §2.8 contact form; shopping §2 /service/newsletter,
// /service/newsletter/success, /service/newsletter/newsletter-abmelden; issue 20 items 1 and 3): the CMS
// content of the page and the form or outcome its path has. The newsletter's confirmation is page content rendered on the server, never a
// toast: it is in the first HTML and survives a reload.
import { useApolloClient } from '@apollo/client/react';
import {
  NEWSLETTER_PATH,
  routePath,
  SubscribeNewsletterDocument,
  UnsubscribeNewsletterByTokenDocument,
  UnsubscribeNewsletterDocument,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import {
  NewsletterSignUpForm,
  type NewsletterSignUpValues,
  NewsletterUnsubscribe,
  type NewsletterUnsubscribeValues,
} from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import type { ServiceForm } from '../data/routeLoaders';
import { ContactMessageForm } from './ContactMessageForm';
import { CmsContent } from './ContentPage';
import { formOutcome } from './formOutcome';
import pages from './pages.module.css';

function NewsletterSignUp() {
  const client = useApolloClient();
  const subscribe = async (values: NewsletterSignUpValues) => {
    const { data } = await client.mutate({
      mutation: SubscribeNewsletterDocument,
      variables: { input: values },
    });
    return formOutcome(data?.subscribeNewsletter);
  };
  return <NewsletterSignUpForm onSubscribe={subscribe} />;
}

function NewsletterLeave({ token }: { readonly token: string | null }) {
  const client = useApolloClient();
  const byToken = async (linkToken: string) => {
    const { data } = await client.mutate({
      mutation: UnsubscribeNewsletterByTokenDocument,
      variables: { token: linkToken },
    });
    return data?.unsubscribeNewsletterByToken === true;
  };
  const byEmail = async (values: NewsletterUnsubscribeValues) => {
    const { data } = await client.mutate({
      mutation: UnsubscribeNewsletterDocument,
      variables: { input: values },
    });
    return formOutcome(data?.unsubscribeNewsletter);
  };
  return <NewsletterUnsubscribe token={token} onUnsubscribeByToken={byToken} onUnsubscribe={byEmail} />;
}

function NewsletterConfirmation({ confirmed }: { readonly confirmed: boolean }) {
  const t = useTranslate();
  if (confirmed) return <p role="status">{t('vue.newsletter.confirmed')}</p>;
  return (
    <div role="alert">
      <p>{t('vue.newsletter.confirmFailed')}</p>
      <a href={routePath('service', { path: NEWSLETTER_PATH })}>{t('vue.newsletter.signUpAgain')}</a>
    </div>
  );
}

function ServiceFormView({ form }: { readonly form: ServiceForm }) {
  switch (form.kind) {
    case 'newsletterSignUp':
      return <NewsletterSignUp />;
    case 'newsletterConfirmation':
      return <NewsletterConfirmation confirmed={form.confirmed} />;
    case 'newsletterUnsubscribe':
      return <NewsletterLeave token={form.token} />;
    case 'contact':
      return <ContactMessageForm order={form.order} />;
  }
}

/**
 * A service page with its CMS content and form.
 *
 * @example
 * ```tsx
 * <ServicePage /> // inside StorefrontRoutes, with the service loader's data
 * ```
 */
export function ServicePage() {
  const { rows, cms, abTests, form } = usePageData('service');
  return (
    <>
      <CmsContent rows={rows} cms={cms} abTests={abTests} />
      {form ? (
        <section className={pages.page} data-service-form={form.kind}>
          <ServiceFormView form={form} />
        </section>
      ) : null}
    </>
  );
}
