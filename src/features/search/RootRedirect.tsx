// "/" redirects to the booking results, keeping the query (document 1 §2).
import { Redirect, useSearch } from 'wouter';

export function RootRedirect() {
  const search = useSearch();
  return <Redirect to={`/booking/result${search ? `?${search}` : ''}`} replace />;
}
