/** Placeholder while issue 11's pages are built in parallel; replaced by the feature's page. */
export default function Route() {
  return null;
}
