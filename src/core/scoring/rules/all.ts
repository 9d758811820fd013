// Each rule module registers itself; importing this file makes every rule available to the engine.
import './pcl5Dsm5';
import './bmi';
import './firstMatch';
import './dailyAverage';
import './ipaq';
import './pointsByBand';
import './sumOf';
import './packYears';
import './ratio';
import './tableLookup';
export {};
