import { marketingFigures } from "./site";

export interface StatTile {
  id: string;
  value: string;
  label: string;
}

/** The four stat tiles under the carousel. Figures come from site.ts, as the spec gives them. */
export const statTiles: readonly StatTile[] = [
  { id: "users", value: marketingFigures.users, label: "Users" },
  { id: "rating", value: marketingFigures.rating, label: "Rating" },
  { id: "events", value: marketingFigures.events, label: "Events planned" },
  { id: "reviews", value: marketingFigures.reviewScore, label: "User rating" },
];
