import { Navigate } from 'react-router';

export default function AdminIndexRoute() {
  return <Navigate to="/admin/dashboard" replace />;
}
