// /myaccount/certificate (spec shopping §1 "B2B buyers ... can upload a certificate", §7 "upload B2B
// certificate"; issue 20 item 6): the logged-in B2B customer's educational certificate, its status and a
// new upload. Consumer stores answer 404 (accountLoaders.ts).
import { useB2bCertificateUpload, useTranslate } from '@ranzen/sdk-react';
import { B2bCertificateForm } from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import { AccountLayout } from './AccountLayout';

export function CertificatePage() {
  const t = useTranslate();
  const { certificate } = usePageData('certificate');
  const upload = useB2bCertificateUpload();
  return (
    <AccountLayout current="certificate" title={t('vue.certificate.headline')}>
      <B2bCertificateForm certificate={certificate} onUpload={upload} />
    </AccountLayout>
  );
}
