// Page composites: routes are assembled from these named parts instead of restating classes.
export { BackLink } from "./back-link";
export { type CallToAction, CallToActionBand } from "./call-to-action-band";
export {
  CARD_GRID_IMAGE_SIZES,
  CardGrid,
  type CardGridColumns,
  CardGridSkeleton,
} from "./card-grid";
export { DetailErrorBoundary } from "./detail-error-boundary";
export { FailedScreen } from "./failed-screen";
export { FormPage } from "./form-page";
export { PageHeader, PageTitle, SectionTitle } from "./page-header";
export { SectionHeading } from "./section-heading";
export { EmptyState, ErrorPanel, MessageScreen, ProblemScreen, RetryLink } from "./states";
