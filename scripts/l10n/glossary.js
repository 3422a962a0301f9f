export function checkGlossary() {
  return [];
}
