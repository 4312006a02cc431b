export default function PolicyHistory() {
  return null;
}
