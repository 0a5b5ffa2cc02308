// 'recommendations' element (spec storefront §2.10; the carousel rules are ProductCarousel's). Products
// come from the host through CmsContext.
import { useTranslate } from '@ranzen/sdk-react';
import { useCmsContext } from './CmsContext';
import type { CmsElementProps } from './cmsTeaser';
import { ProductCarousel } from './ProductCarousel';
import { RichText } from './RichText';

export const CMS_RECOMMENDATIONS_LIST_ID = 'cms-recommendations';

/**
 * 'recommendations' element.
 *
 * @example
 * ```tsx
 * <CmsRecommendations cell={cell} />
 * ```
 */
export function CmsRecommendations({ cell }: CmsElementProps) {
  const t = useTranslate();
  const { recommendations, recommendationTiles } = useCmsContext();
  return (
    <ProductCarousel
      {...recommendationTiles}
      title={t('vue.cms.recommendations.label')}
      products={recommendations}
      listId={CMS_RECOMMENDATIONS_LIST_ID}
      intro={cell.html ? <RichText html={cell.html} /> : null}
      data-element-type={cell.elementType}
    />
  );
}
