/** Built by issue [7]; until then the back office shell shows its navigation only. */
export default function BoatEditPage(_props: { id: string | undefined }) {
  return null;
}
