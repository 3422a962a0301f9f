/*
 * Grid placements of the product pictures' cells (columns of a week, rows of
 * half hours, spans), written out in full so that Tailwind finds the classes.
 */
export const colStart = [
  "col-start-1",
  "col-start-2",
  "col-start-3",
  "col-start-4",
  "col-start-5",
  "col-start-6",
  "col-start-7",
  "col-start-8",
];
export const rowStart = [
  "row-start-1",
  "row-start-2",
  "row-start-3",
  "row-start-4",
  "row-start-5",
  "row-start-6",
  "row-start-7",
  "row-start-8",
  "row-start-9",
  "row-start-10",
  "row-start-11",
  "row-start-12",
  "row-start-13",
  "row-start-14",
  "row-start-15",
  "row-start-16",
  "row-start-17",
  "row-start-18",
  "row-start-19",
  "row-start-20",
];
export const rowSpan = ["row-span-1", "row-span-2", "row-span-3", "row-span-4"];
