// The parser ships no types: what the metrics tests read of its output.
declare module 'parse-prometheus-text-format' {
  interface Sample { value?: string, count?: string, sum?: string, labels?: Record<string, string>, buckets?: Record<string, string> }
  interface Family { name: string, help: string, type: string, metrics: Sample[] }
  export default function parsePrometheusTextFormat (text: string): Family[]
}
