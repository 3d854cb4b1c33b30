// Which CPUs take a disk's completion interrupts, and pinning the benchmark's I/O
// threads there. A request's completion wakes its thread on the CPU that took the
// interrupt: a thread elsewhere is woken by an inter-processor interrupt and, on a
// busy machine, waits behind whatever runs there. Measured on a 2-core VM whose
// virtio disk interrupts only CPU 1, beside two busy loops: RND4K Q1T1 read 10.7-11.6 k
// IOPS pinned to CPU 1, 6.7-7.2 k pinned to CPU 0, 7.1-11.0 k unpinned
// (docs/BENCHMARKS.md, Against fio). Where every usable CPU takes completions (NVMe:
// a queue per CPU) nothing is pinned: the scheduler may then move a thread freely.
#pragma once

#include <string>
#include <vector>

#include "platform/linux/device_usage.h"

namespace ssd::linux_platform {

// The CPUs that took most of `disk`'s interrupts ("vda", "nvme0n1", "sda"): its
// device's MSI/MSI-X vectors (or legacy interrupt line), found by walking up from
// /sys/block/DISK/device, counted per CPU in /proc/interrupts; a CPU counts when it
// took at least a tenth of the busiest one's. Most first. Empty when not found.
std::vector<int> completion_cpus(const DevicePaths& paths, const std::string& disk);

// The CPUs this process may run on (sched_getaffinity); empty when unknown.
std::vector<int> usable_cpus();

// Pins the calling thread to `cpu`, remembering its affinity; false when refused.
bool pin_this_thread(int cpu);
// Gives the calling thread back the affinity pin_this_thread() found.
void unpin_this_thread();

} // namespace ssd::linux_platform
