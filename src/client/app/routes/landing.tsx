export { LandingPage } from '@/client/features/landing';
