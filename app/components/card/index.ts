// The content card kit: every area's card is assembled from these parts.
export {
  CARD_IMAGE_CLASS,
  Card,
  CardActions,
  CardImage,
  CardTitle,
  OVER_PHOTO_BADGE_CLASS,
} from "./card";
