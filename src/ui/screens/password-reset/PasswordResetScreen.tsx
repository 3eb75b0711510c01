import type { Route } from '../../../domain/routing/route';
import { RoutePlaceholder } from '../../components/RoutePlaceholder';

export default function PasswordResetScreen({ route }: { route: Route }) {
  return <RoutePlaceholder route={route} />;
}
