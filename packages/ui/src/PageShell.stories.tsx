import { cmsRows, productCards, productDetail } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb';
import { BuyBox } from './BuyBox';
import { CmsRows } from './CmsRows';
import { Header } from './Header';
import { PageShell } from './PageShell';
import { ProductGallery } from './ProductGallery';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Pages/PageShell',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
  args: { header: <Header cartCount={1} />, year: 2025, children: null },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home: CMS rows. */
export const Home: Story = { args: { children: <CmsRows rows={cmsRows} /> } };

/** Category: breadcrumb, title and product grid. */
export const Category: Story = {
  args: {
    children: (
      <>
        <Breadcrumb entries={productDetail.breadcrumb.slice(0, 2)} />
        <h1 style={{ margin: '1rem 0 1.5rem' }}>Schulranzen</h1>
        <ProductGrid products={productCards} label="Schulranzen" />
      </>
    ),
  },
};

/** Product: breadcrumb, gallery and buy box side by side on wider screens. */
export const Product: Story = {
  args: {
    children: (
      <>
        <Breadcrumb entries={productDetail.breadcrumb} />
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
            gap: '2rem',
            marginTop: '1rem',
          }}
        >
          <ProductGallery images={productDetail.images} productName={productDetail.name} />
          <div>
            <h1 style={{ marginBottom: '1rem' }}>{productDetail.name}</h1>
            <BuyBox product={productDetail} status="idle" onAddToCart={() => {}} />
          </div>
        </div>
      </>
    ),
  },
};

export const B2bCategory: Story = { ...Category, globals: { theme: 'b2b' } };
