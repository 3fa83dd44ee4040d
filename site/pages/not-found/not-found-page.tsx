import { NotFound } from '../../shared/not-found.tsx';

export default NotFound;
