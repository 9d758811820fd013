// Each rule module registers itself; importing this file makes every rule available to the engine.
import './pcl5Dsm5';
export {};
