export default function Filler() {
  return <p>A route no request of the benchmark visits.</p>;
}
