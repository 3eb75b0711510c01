/** Built by issue [7]; until then the back office shell shows its navigation only. */
export default function MessageEditPage(_props: { id: string | undefined }) {
  return null;
}
