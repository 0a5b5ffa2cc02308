// The gallery's zoom overlay (spec storefront §4 "An image zoom overlay opens on click and locks
// scroll"), loaded on demand by ProductGallery. The dialog locks page scroll and returns focus.
import { CmsDialog } from './CmsDialog';
import { DESKTOP_MEDIA, type GalleryPicture } from './galleryPictures';
import styles from './ProductGallery.module.css';

export interface GalleryZoomProps {
  readonly picture: GalleryPicture;
  readonly alt: string;
  readonly onClose: () => void;
}

export function GalleryZoom({ picture, alt, onClose }: GalleryZoomProps) {
  const { zoomDesktop, zoomMobile } = picture;
  return (
    <CmsDialog open onClose={onClose} label={alt} className={styles.zoomDialog}>
      <picture>
        <source
          media={DESKTOP_MEDIA}
          srcSet={zoomDesktop.src}
          width={zoomDesktop.width}
          height={zoomDesktop.height}
        />
        <img
          className={styles.zoomed}
          src={zoomMobile.src}
          alt={alt}
          width={zoomMobile.width}
          height={zoomMobile.height}
        />
      </picture>
    </CmsDialog>
  );
}
