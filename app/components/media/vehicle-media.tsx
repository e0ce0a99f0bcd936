import { lazy, Suspense, useCallback, useMemo, useReducer } from "react";
import { useSearchParams } from "react-router";
import type { CarImage, CarStatus, Hotspot } from "../../../domain/entities.ts";
import { type MediaSources, type MediaView, type VideoPosition, gallerySlides, mediaViews, showsFullscreenThumbnails, showsThumbnails, visibleHotspots } from "../../../domain/media.ts";
import { type MediaViewerAction, type MediaViewerState, fitMediaViewerState, galleryVideoUrl, initialMediaViewerState, reduceMediaViewer, walkaroundVideoUrl } from "../../../domain/media-viewer.ts";
import { NOT_FOUND_IMAGE } from "../../../domain/images/sized-urls.ts";
import { MediaGallery } from "./media-gallery.tsx";
import { MEDIA_PANEL_ID, MediaTabs, mediaTabId } from "./media-tabs.tsx";
import { MediaVideo } from "./media-video.tsx";
import { SpinHotspots } from "./spin-hotspots.tsx";
import { SpinPanel } from "./spin-panel.tsx";
import { SpinPoster } from "./spin-poster.tsx";
import { vehicleImageAlt } from "../../../domain/images/urls.ts";

const FullscreenViewer = lazy(() => import("./fullscreen-viewer.tsx"));
const warmFullscreenViewer = () => void import("./fullscreen-viewer.tsx");

/** The media of one car, as the detail page has it, plus the site's two media options. */
export interface VehicleMediaProps {
  /** The car's display name, used in every label and alt text. */
  name: string;
  /** in_stock and coming_soon count as in stock (thumbnails show only then). */
  status: CarStatus | string;
  images: readonly CarImage[];
  videoUrl?: string | null;
  externalVideoUrl?: string | null;
  walkaroundVideos?: readonly string[] | null;
  spinImages?: readonly string[] | null;
  spinInteriorImage?: string | null;
  hotspots?: readonly Hotspot[] | null;
  /** Site option features.videoPosition: where the video slide goes in the gallery. */
  videoPosition?: VideoPosition;
  /** Site option features.defaultMediaView: the view shown first when the car has a spin. */
  defaultMediaView?: "spinner" | "gallery";
}

export const VEHICLE_MEDIA_ID = "vehicle-media";
const PLACEHOLDER: CarImage = { url: NOT_FOUND_IMAGE, thumbUrl: NOT_FOUND_IMAGE };

/**
 * The detail page's media area: tabs for the 360° spin, walkaround video,
 * gallery and interior (each only when the car has it), the main slider with
 * thumbnails, and the fullscreen viewer.
 */
export function VehicleMedia(props: VehicleMediaProps) {
  // Another car (a client-side navigation between detail pages) starts afresh.
  const carKey = `${props.name}|${props.images[0]?.url ?? ""}|${props.spinImages?.[0] ?? ""}|${props.images.length}`;
  return <VehicleMediaArea key={carKey} {...props} />;
}

function VehicleMediaArea(props: VehicleMediaProps) {
  const { name, status, images, videoPosition, defaultMediaView = "spinner" } = props;
  const hotspots = props.hotspots ?? [];
  const sources: MediaSources = {
    spin_images: props.spinImages,
    spin_interior_image: props.spinInteriorImage,
    video_url: props.videoUrl,
    external_video_url: props.externalVideoUrl,
    walkaround_videos: props.walkaroundVideos,
  };
  const views = mediaViews(sources);
  const videoUrl = galleryVideoUrl(sources);

  const carSlides = useMemo(() => gallerySlides(images, videoUrl, videoPosition), [images, videoUrl, videoPosition]);
  const hasMedia = carSlides.length > 0;
  const slides = hasMedia ? carSlides : gallerySlides([PLACEHOLDER], null);

  const [searchParams] = useSearchParams();
  const [rawState, dispatch] = useReducer(
    (current: MediaViewerState, action: MediaViewerAction) => reduceMediaViewer(fitMediaViewerState(current, views, slides.length), action, slides.length),
    undefined,
    () => initialMediaViewerState(sources, defaultMediaView, searchParams.get("media")),
  );
  const state = fitMediaViewerState(rawState, views, slides.length);

  const selectView = useCallback((view: MediaView) => dispatch({ type: "select-view", view }), []);
  const showSlide = useCallback((index: number) => dispatch({ type: "show-slide", index }), []);
  const step = useCallback((by: 1 | -1) => dispatch({ type: "step", by }), []);
  const openFullscreen = useCallback((index: number) => dispatch({ type: "open-fullscreen", index }), []);
  const closeFullscreen = useCallback(() => dispatch({ type: "close-fullscreen" }), []);
  const fullscreenButton = useCallback(() => document.querySelector<HTMLElement>(`#${VEHICLE_MEDIA_ID} .media-slider__fullscreen`), []);

  const hrefFor = (view: MediaView) => {
    const next = new URLSearchParams(searchParams);
    next.set("media", view);
    return `?${next.toString()}#${VEHICLE_MEDIA_ID}`;
  };

  const imageCount = hasMedia ? images.length : 0;
  const tabbed = views.length > 1;

  return (
    <section className="vehicle-media" id={VEHICLE_MEDIA_ID} aria-label={`Photos and videos of ${name}`}>
      {tabbed && <MediaTabs views={views} current={state.view} hrefFor={hrefFor} onSelect={selectView} />}
      <div className="vehicle-media__panel" {...(tabbed ? { role: "tabpanel", id: MEDIA_PANEL_ID, "aria-labelledby": mediaTabId(state.view) } : {})}>
        {state.view === "gallery" && (
          <MediaGallery
            name={name}
            slides={slides}
            index={state.index}
            showThumbnails={showsThumbnails(status, imageCount)}
            zoomable={hasMedia}
            onShow={showSlide}
            onStep={step}
            onOpenFullscreen={openFullscreen}
            onFullscreenIntent={warmFullscreenViewer}
          />
        )}
        {state.view === "spinner" && <SpinPanel name={name} frames={props.spinImages ?? []} hotspots={hotspots} />}
        {state.view === "walkaround" && (
          <div className="media-walkaround">
            <MediaVideo url={walkaroundVideoUrl(sources) ?? ""} title={`Walkaround video of ${name}`} />
          </div>
        )}
        {state.view === "interior" && (
          <SpinPoster src={props.spinInteriorImage} alt={vehicleImageAlt(props.spinInteriorImage, `${name}, interior`)}>
            <SpinHotspots hotspots={visibleHotspots(hotspots, "interior", 0)} />
          </SpinPoster>
        )}
      </div>
      {state.fullscreen && (
        <Suspense fallback={null}>
          <FullscreenViewer
            name={name}
            slides={slides}
            index={state.index}
            showThumbnails={showsFullscreenThumbnails(imageCount)}
            onShow={showSlide}
            onStep={step}
            onClose={closeFullscreen}
            fallbackFocus={fullscreenButton}
          />
        </Suspense>
      )}
    </section>
  );
}
